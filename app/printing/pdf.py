"""A PDF of page images, written a page at a time: lossless, small, and undated.

Pillow's own PDF writer stores a colour page as a JPEG, which blurs printed text
and makes a page two to three times larger than a lossless one; it also dates
the file, so the same sheet would not give the same bytes. A PDF that holds one
image per page is only a few objects, written here by hand (PDF 1.4): each page
an RGB image compressed with Flate (zlib), drawn over the whole page. Pages are
drawn, compressed and dropped one by one, so a sheet of a hundred pages never
holds more than one page image in memory.
"""

from __future__ import annotations

import zlib
from typing import Callable, Iterable, Sequence

from PIL import Image

PRODUCER = "Hold'em Dealer Trainer"
_HEADER = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"  # the binary comment tells tools it is not text


def _number(value: float) -> bytes:
    return (b"%.2f" % value).rstrip(b"0").rstrip(b".")


def _stream(data: bytes, entries: bytes = b"") -> bytes:
    return b"<< %s/Length %d >>\nstream\n" % (entries, len(data)) + data + b"\nendstream"


def _text(value: str) -> bytes:
    """A PDF text string: UTF-16 with its byte-order mark, in hex (any language's title)."""
    return b"<FEFF" + value.encode("utf-16-be").hex().upper().encode() + b">"


def _page_objects(image: Image.Image, dpi: int, first: int) -> list[bytes]:
    """A page's three objects, numbered from ``first``: the image, what draws it, the page."""
    rgb = image.convert("RGB")
    width, height = rgb.width * 72 / dpi, rgb.height * 72 / dpi
    picture = _stream(zlib.compress(rgb.tobytes(), 6),
                      b"/Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace "
                      b"/DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode "
                      % (rgb.width, rgb.height))
    drawing = _stream(b"q %s 0 0 %s 0 0 cm /Page Do Q" % (_number(width), _number(height)))
    page = (b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %s %s] /Resources << /XObject "
            b"<< /Page %d 0 R >> >> /Contents %d 0 R >>"
            % (_number(width), _number(height), first, first + 1))
    return [picture, drawing, page]


def pdf_bytes(pages: Iterable[Image.Image], dpi: int, title: str,
              progress: Callable[[int], None] | None = None) -> bytes:
    """The PDF of ``pages`` (each drawn as it is taken) at ``dpi`` dots per inch, with
    ``title``; ``progress(i)`` is told when page ``i`` (from 1) is in."""
    objects: list[bytes] = [b"<< /Type /Catalog /Pages 2 0 R >>", b""]
    kids: list[int] = []
    for i, image in enumerate(pages, 1):
        first = len(objects) + 1
        objects += _page_objects(image, dpi, first)
        kids.append(first + 2)
        if progress:
            progress(i)
    objects[1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (
        b" ".join(b"%d 0 R" % k for k in kids), len(kids))
    objects.append(b"<< /Title %s /Producer %s >>" % (_text(title), _text(PRODUCER)))
    return _assemble(objects)


def _assemble(objects: Sequence[bytes]) -> bytes:
    """The file: the header, every object, the table of where each starts, the trailer."""
    out = bytearray(_HEADER)
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    table = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1, len(objects), table)
    return bytes(out)
