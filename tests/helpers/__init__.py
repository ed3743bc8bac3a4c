"""Code the tests share (model builders, emulators): no test_ modules here."""
