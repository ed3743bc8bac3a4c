"""What the start page offers a new user: models chosen ahead, checked for fit here.

Above fit (it runs the estimate) and hub (it reads the repositories).
"""
