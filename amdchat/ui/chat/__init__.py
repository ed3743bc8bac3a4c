"""The chat: the pane (pane.py) with its transcript, composer and header, the
conversation list, the start page, and the conversation's flow (chat_controller.py)."""
