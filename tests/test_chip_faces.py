"""A chip's value is printed on it when it can be read, and left off when it would be a
smudge of a few pixels (the amount is written beside every stack)."""

import pytest
from PySide6.QtGui import QColor


def _ink_pixels_in_the_middle(radius_px: int) -> int:
    from app.ui.painting import _chip_pixmap

    # A 100 chip: a near-black body with white ink; the edge inserts are white too, so
    # only the middle of the chip, inside its inner ring, is looked at.
    image = _chip_pixmap(100, radius_px, QColor("#212121").name(QColor.NameFormat.HexArgb),
                         QColor("#ffffff").name(QColor.NameFormat.HexArgb)).toImage()
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            if (x - radius_px) ** 2 + (y - radius_px) ** 2 > (radius_px * 0.4) ** 2:
                continue
            if QColor(image.pixel(x, y)).lightness() > 160:
                count += 1
    return count


@pytest.mark.parametrize("radius_px,printed", [(6, False), (11, False), (14, True), (40, True)])
def test_the_value_is_printed_only_where_it_can_be_read(qapp, radius_px, printed):
    assert (_ink_pixels_in_the_middle(radius_px) > 0) is printed
