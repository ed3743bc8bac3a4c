"""Conversations and their messages, kept in SQLite."""
