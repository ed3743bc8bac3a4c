"""A conversation's own system prompt and parameters, presets, and the migration that
brings a database of the first schema up to date, in a real SQLite file."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from amdchat.chats.chat_settings import ChatSettings, Preset
from amdchat.chats.schema import SCHEMA_VERSION
from amdchat.chats.store import ChatStore
from amdchat.config import Settings

# The first schema, as amdchat 1 wrote it (user_version 1), with one conversation.
FIRST_SCHEMA = """
CREATE TABLE conversations (id INTEGER PRIMARY KEY, title TEXT NOT NULL, created REAL NOT NULL,
    updated REAL NOT NULL);
CREATE TABLE messages (id INTEGER PRIMARY KEY,
    conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    position INTEGER NOT NULL, role TEXT NOT NULL, content TEXT NOT NULL, status TEXT NOT NULL,
    created REAL NOT NULL, stats TEXT NOT NULL DEFAULT '{}');
CREATE INDEX messages_by_conversation ON messages(conversation_id, position);
INSERT INTO conversations VALUES (1, 'Old chat', 1.0, 2.0);
INSERT INTO messages VALUES (1, 1, 0, 'user', 'Hello', 'done', 1.0, '{}');
INSERT INTO messages VALUES (2, 1, 1, 'assistant', 'Hi there', 'done', 1.5, '{"tps": 9}');
PRAGMA user_version = 1;
"""


def first_schema_database(path: Path) -> Path:
    db = sqlite3.connect(path)
    db.executescript(FIRST_SCHEMA)
    db.close()
    return path


def user_version(path: Path) -> int:
    db = sqlite3.connect(path)
    try:
        return int(db.execute("PRAGMA user_version").fetchone()[0])
    finally:
        db.close()


def test_an_old_database_is_migrated_and_keeps_its_conversations(tmp_path: Path) -> None:
    path = first_schema_database(tmp_path / "chats.sqlite3")
    store = ChatStore(path)
    assert [c.title for c in store.conversations()] == ["Old chat"]
    assert [(m.role, m.content) for m in store.messages(1)] == [
        ("user", "Hello"), ("assistant", "Hi there")]
    assert store.chat_settings(1) == ChatSettings()  # follows the app's settings
    store.set_chat_settings(1, ChatSettings("Answer in French.", "", {"temperature": 0.2}))
    store.close()
    assert user_version(path) == SCHEMA_VERSION == 5
    again = ChatStore(path)  # opening a migrated file again changes nothing
    assert again.chat_settings(1) == ChatSettings("Answer in French.", "", {"temperature": 0.2})
    again.close()


def test_a_new_database_has_every_step(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite3"
    store = ChatStore(path)
    chat = store.create_conversation("New")
    store.save_preset(Preset("Precise", {"temperature": 0.1}))
    store.set_chat_settings(chat.id, ChatSettings(None, "Precise", {"temperature": 0.1}))
    assert store.chat_settings(chat.id).preset == "Precise"
    store.close()
    assert user_version(path) == SCHEMA_VERSION


def test_a_failed_step_leaves_the_old_file_as_it_was(tmp_path: Path, monkeypatch) -> None:
    from amdchat.chats import schema
    from amdchat.chats.errors import StoreError

    path = first_schema_database(tmp_path / "chats.sqlite3")

    def half_done(db: sqlite3.Connection) -> None:
        db.execute("ALTER TABLE conversations ADD COLUMN system_prompt TEXT")
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(schema, "MIGRATIONS", ((2, half_done),))
    with pytest.raises(StoreError):
        ChatStore(path)
    assert user_version(path) == 1
    db = sqlite3.connect(path)
    assert "system_prompt" not in {row[1] for row in db.execute("PRAGMA table_info(conversations)")}
    db.close()


def test_an_old_database_opened_read_only_shows_its_chats_with_the_apps_settings(
        tmp_path: Path, monkeypatch) -> None:
    """A file amdchat may not write cannot be migrated: it is shown as it is."""
    from amdchat.chats import opening

    path = first_schema_database(tmp_path / "chats.sqlite3")
    monkeypatch.setattr(opening, "_writable", lambda _path: False)  # as a non-owner
    store = ChatStore(path)
    assert store.read_only
    assert [m.content for m in store.messages(1)] == ["Hello", "Hi there"]
    assert store.chat_settings(1) == ChatSettings()
    assert store.presets() == []
    store.close()
    assert user_version(path) == 1


def test_presets_are_saved_replaced_listed_and_deleted(tmp_path: Path) -> None:
    store = ChatStore(tmp_path / "c.db")
    store.save_preset(Preset("creative", {"temperature": 1.2, "top_p": 0.98}))
    store.save_preset(Preset("Code", {"temperature": 0.1, "context_length": 8192}))
    store.save_preset(Preset("creative", {"temperature": 1.1}))  # same name: replaced
    assert store.presets() == [Preset("Code", {"temperature": 0.1, "context_length": 8192}),
                               Preset("creative", {"temperature": 1.1})]
    chat = store.create_conversation("x")
    store.set_chat_settings(chat.id, ChatSettings().with_preset(store.presets()[0]))
    store.delete_preset("Code")
    assert [p.name for p in store.presets()] == ["creative"]
    # the conversation holds its own copy of the values
    assert store.chat_settings(chat.id).parameters == {"temperature": 0.1, "context_length": 8192}


def test_values_that_are_not_parameters_never_reach_a_request(tmp_path: Path) -> None:
    """A file edited by hand or by a later amdchat: unknown names and bad values dropped."""
    path = tmp_path / "c.db"
    store = ChatStore(path)
    chat = store.create_conversation("x")
    store.close()
    db = sqlite3.connect(path)
    db.execute("UPDATE conversations SET parameters = ? WHERE id = ?",
               ('{"temperature": 9e99, "top_p": 0.5, "grammar": "x", "max_tokens": "lots"}',
                chat.id))
    db.commit()
    db.close()
    store = ChatStore(path)
    assert store.chat_settings(chat.id).parameters == {"top_p": 0.5}
    store.close()


def test_what_a_conversation_does_not_set_follows_the_apps_settings(tmp_path: Path) -> None:
    settings = Settings.load(tmp_path / "settings.json")
    settings.set("system_prompt", "Be brief.")
    settings.set("max_tokens", 300)
    own = ChatSettings(None, "", {"temperature": 0.0, "context_length": 2048})
    assert own.effective_system_prompt(settings) == "Be brief."
    assert ChatSettings("", "", {}).effective_system_prompt(settings) == ""  # cleared on purpose
    sampling = own.sampling(settings)
    assert sampling["temperature"] == 0.0 and sampling["max_tokens"] == 300
    assert "context_length" not in sampling
    assert own.context_length(settings) == 2048


def test_the_think_setting_is_kept_with_the_chat_not_in_its_preset(tmp_path: Path) -> None:
    store = ChatStore(tmp_path / "chats.sqlite3")
    chat = store.create_conversation("thinking").id
    store.set_chat_settings(chat, ChatSettings(None, "", {"temperature": 0.3}, think="off"))
    kept = store.chat_settings(chat)
    assert (kept.think, kept.parameters) == ("off", {"temperature": 0.3})
    chosen = kept.with_preset(Preset("cold", {"temperature": 0.1}))
    assert (chosen.think, chosen.parameters) == ("off", {"temperature": 0.1})
    store.save_preset(Preset("cold", chosen.parameters))
    assert store.presets()[0].parameters == {"temperature": 0.1}
    store.close()


def test_an_unknown_think_value_reads_as_the_models_default() -> None:
    from amdchat.chats.chat_settings import think_from_json

    assert think_from_json('{"think": "maximum"}') == ""
    assert think_from_json('{"think": "low"}') == "low"
    assert think_from_json("not json") == ""
