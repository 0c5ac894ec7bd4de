"""Write the shipped quote templates under catalogs/templates/ (or into FOLDER).

    python tools/make_quote_templates.py [FOLDER]

The generator is gpuplanner.io.quotes.shipped (also ``python -m gpuplanner.io.quotes.shipped``);
tests/io/test_quotes_shipped.py fails when the shipped files differ from what it writes now.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gpuplanner.io.quotes.shipped import main

if __name__ == "__main__":
    main()
