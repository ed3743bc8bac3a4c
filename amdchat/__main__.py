from amdchat.cli import main

raise SystemExit(main())
