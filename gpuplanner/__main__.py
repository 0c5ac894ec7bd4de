"""Allow ``python -m gpuplanner``."""

import sys

from gpuplanner.cli import main

sys.exit(main())
