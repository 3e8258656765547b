"""Render the app icon (resources/icons/brass-desktop.svg) to .png, .ico and .icns at build time.

The SVG is the only icon kept in the repository; every bitmap form is made from it here with
Qt (QSvgRenderer paints into QImage), so no binary has to be maintained by hand.  The .ico and
.icns containers are simple enough to write directly: both hold PNG images, which Windows
(Vista and later) and macOS (10.7 and later) read inside them.

    python packaging/make_icons.py [--out build/icons]
"""
from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "brass-desktop.svg"
NAME = "brass-desktop"
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256)
# icns element types that hold PNG data, with their pixel size (the @2x types are the Retina forms).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
    (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)
PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def render_png(svg: Path, size: int) -> bytes:
    """The SVG painted on a transparent ``size`` x ``size`` canvas, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _gui_application()
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG image Qt can read")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("Qt could not encode a PNG image")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG per size (a size of 256 is written as 0, as the format says)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        if not 1 <= size <= 256:
            raise ValueError(f"an .ico image is at most 256 pixels, not {size}")
        blob = pngs[size]
        side = 0 if size == 256 else size
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns with a PNG element for every type in ICNS_TYPES."""
    elements = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(elements)) + elements


def make_icons(out: Path, svg: Path = SVG) -> dict[str, Path]:
    """Write ``brass-desktop.png`` (256), ``-<size>.png``, ``.ico`` and ``.icns`` into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    sizes = sorted(set(ICO_SIZES) | set(PNG_SIZES) | {size for _, size in ICNS_TYPES})
    pngs = {size: render_png(svg, size) for size in sizes}
    written = {
        "png": out / f"{NAME}.png",
        "ico": out / f"{NAME}.ico",
        "icns": out / f"{NAME}.icns",
    }
    written["png"].write_bytes(pngs[256])
    for size in PNG_SIZES:
        (out / f"{NAME}-{size}.png").write_bytes(pngs[size])
    written["ico"].write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    written["icns"].write_bytes(icns_bytes(pngs))
    return written


_APPLICATION = None  # kept referenced: Qt must not lose its application while rendering


def _gui_application() -> None:
    """QPainter needs a QGuiApplication; a build machine has no screen, so use offscreen."""
    global _APPLICATION
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        if not os.environ.get("QT_QPA_PLATFORM"):
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        _APPLICATION = QGuiApplication([sys.argv[0] if sys.argv and sys.argv[0] else "make_icons"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "icons", help="output folder")
    args = parser.parse_args(argv)
    for kind, path in make_icons(args.out).items():
        print(f"{kind:5} {path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
