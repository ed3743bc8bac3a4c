"""Entry point of the frozen app: the same as the ``amdchat`` command."""

from amdchat.cli import main

raise SystemExit(main())
