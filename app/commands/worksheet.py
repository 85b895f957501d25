"""``python -m app worksheet``: a printable worksheet of a drill's questions, with its key.

``--profile`` reads the house rules from a house profile's file (the settings window
exports them), as ``odds`` does; without it, GAMES.md's defaults.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Optional

from app.core.errors import CoreError
from app.core.profiles import STANDARD, HouseProfile, read_profile_file
from app.core.text import QT_TRANSLATE_NOOP, Numerus
from app.printing.worksheet import WorksheetError, reader, write_worksheet
from app.printing.worksheet.content import wline

WROTE = Numerus.translate("Worksheet", "{file}: %n page(s), the answer key from page {key}",
                          None, 0)


def _house(profile: Optional[str]) -> HouseProfile:
    """The house profile in the file ``profile`` (None: GAMES.md's defaults);
    WorksheetError saying why it cannot be read."""
    if profile is None:
        return STANDARD
    try:
        return read_profile_file(profile)
    except OSError as e:
        raise WorksheetError(wline(QT_TRANSLATE_NOOP("Worksheet", "cannot read {file}: {reason}"),
                                   file=profile, reason=e.strerror or str(e))) from None
    except CoreError as e:  # not a profile: its own sentence says why
        raise WorksheetError(wline(QT_TRANSLATE_NOOP("Worksheet", "{file}: {reason}"),
                                   file=profile, reason=e.line or str(e))) from None


def cmd_worksheet(drill: str, level: int, count: int, seed: int, out: str, lang: str,
                  dpi: int, profile: Optional[str] = None) -> int:
    """Write the sheet; one line on standard output when done, or one line on standard
    error and exit 2 when the settings, the profile or the file will not do (in ``lang``)."""
    translate = reader(lang)
    try:
        sheet = write_worksheet(Path(out), drill, level, count, seed, lang, dpi,
                                house=_house(profile))
    except WorksheetError as e:
        print(f"worksheet: {e.render(translate)}", file=sys.stderr)
        return 2
    print(wline(WROTE, file=out, key=str(sheet.question_pages + 1))
          .with_count(sheet.page_count).render(translate))
    return 0
