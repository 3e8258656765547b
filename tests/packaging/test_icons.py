"""packaging/make_icons.py renders the SVG app icon into valid .png, .ico and .icns files."""
from __future__ import annotations

import importlib.util
import struct
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def make_icons():
    spec = importlib.util.spec_from_file_location("make_icons", ROOT / "packaging" / "make_icons.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def icons(make_icons, qapp, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    # qapp first: make_icons would otherwise create a bare QGuiApplication, which later
    # widget tests in this process would find instead of a QApplication (and crash).
    return make_icons.make_icons(tmp_path_factory.mktemp("icons"))


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])  # the IHDR chunk's width and height


def test_png_is_the_256_pixel_icon_and_not_blank(icons: dict[str, Path]) -> None:
    from PySide6.QtGui import QImage

    data = icons["png"].read_bytes()
    assert _png_size(data) == (256, 256)
    image = QImage.fromData(data)
    assert image.pixelColor(128, 200).alpha() == 255  # the gear is opaque...
    assert image.pixelColor(0, 0).alpha() == 0  # ...the corners of the rounded plate are not


def test_ico_directory_matches_its_png_images(make_icons, icons: dict[str, Path]) -> None:
    data = icons["ico"].read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(make_icons.ICO_SIZES))
    for index, size in enumerate(sorted(make_icons.ICO_SIZES)):
        width, height, _, _, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index:22 + 16 * index])
        assert (width or 256, height or 256, planes, bits) == (size, size, 1, 32)
        assert _png_size(data[offset:offset + length]) == (size, size)


def test_icns_elements_match_their_types(make_icons, icons: dict[str, Path]) -> None:
    data = icons["icns"].read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    position, seen = 8, {}
    while position < len(data):
        kind, length = data[position:position + 4], struct.unpack(">I", data[position + 4:position + 8])[0]
        seen[kind] = _png_size(data[position + 8:position + length])
        position += length
    assert seen == {kind: (size, size) for kind, size in make_icons.ICNS_TYPES}
