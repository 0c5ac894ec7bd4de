"""Entry script for the PyInstaller bundle: the same main() as the ``gpuplanner`` command."""

import sys

from gpuplanner.cli import main

if __name__ == "__main__":
    sys.exit(main())
