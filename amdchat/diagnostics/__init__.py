"""``amdchat doctor``: is the GPU used, and if not, why? One line per check, with the fix."""
