"""What a pointer over the Brass board reads: each slot, line, location and merchant tile described
in the current language, the built tile or link first (context "BoardScene")."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from brass_desktop.engine import GameData
from brass_desktop.ui.brass import words
from brass_desktop.ui.brass.items import MerchantItem, SlotItem
from brass_desktop.ui.brass.lines import LineItem


def industry_name(industry: str, data: GameData) -> str:
    """The industry in the current language and in the game's own words (one table: ui/brass/names.py)."""
    return words.industry_name(industry, data=data)


class BoardTooltips:
    """The board scene's descriptions of its targets (a part of ``BoardScene``)."""

    data: GameData
    _slots: dict[str, SlotItem]
    _lines: dict[str, LineItem]
    _merchants: dict[str, MerchantItem]
    _link_values: dict[str, int]
    _player_names: list[str]
    _name_of: Callable[[str], str]

    def _default_tooltip(self, kind: str, id: str) -> str:  # noqa: A002
        data = self.data
        if kind == "slot":
            loc_id, index, icons = data.slots[id]
            allowed = QCoreApplication.translate("BoardScene", " or ").join(industry_name(i, data) for i in icons)
            text = QCoreApplication.translate("BoardScene", "%1, space %2: %3")
            return text.replace("%1", self._name_of(loc_id)).replace("%2", str(index + 1)).replace("%3", allowed)
        if kind == "line":
            line = data.lines[id]
            if line.canal and line.rail:
                eras = QCoreApplication.translate("BoardScene", "canal and rail")
            elif line.canal:
                eras = QCoreApplication.translate("BoardScene", "canal only")
            else:
                eras = QCoreApplication.translate("BoardScene", "rail only")
            text = QCoreApplication.translate("BoardScene", "%1 – %2: %3")
            text = text.replace("%1", self._name_of(line.a)).replace("%2", self._name_of(line.b)).replace("%3", eras)
            for extra in line.ends[2:]:
                also = QCoreApplication.translate("BoardScene", "The link also reaches %1.")
                text += "\n" + also.replace("%1", self._name_of(extra))
            return text
        if kind == "merchant":
            return self._merchant_tooltip(id)
        loc = data.locations[id]
        parts = [self._name_of(id)]
        if loc.kind == "external":
            parts.append(QCoreApplication.translate("BoardScene", "External location with a built-in port"))
        elif loc.kind == "non_buildable":
            parts.append(QCoreApplication.translate("BoardScene", "No industries can be built here"))
        elif loc.kind == "farm_brewery":
            parts.append(QCoreApplication.translate("BoardScene", "Farm brewery: only a brewery can be built here, "
                                                                  "with a brewery or wild industry card"))
        elif loc.kind == "merchant":
            parts.append(QCoreApplication.translate("BoardScene", "Merchant: sells goods and buys coal and iron "
                                                                  "for connected places"))
        if tuple(loc.build_eras) == ("rail",):
            parts.append(QCoreApplication.translate("BoardScene", "Rail era only"))
        if loc.rings:
            rings = QCoreApplication.translate("BoardScene", "Link scoring: %1 rings")
            parts.append(rings.replace("%1", str(loc.rings)))
        return "\n".join(parts)

    def _owner_name(self, owner: int) -> str:
        if 0 <= owner < len(self._player_names):
            return self._player_names[owner]
        return QCoreApplication.translate("BoardScene", "Player %1").replace("%1", str(owner + 1))

    def _object_tooltip(self, kind: str, id: str) -> str:  # noqa: A002
        """The description of what is built or dealt on a target ("" for an empty one)."""
        if kind == "slot":
            return self._tile_tooltip(id)
        if kind == "merchant":
            return self._merchant_tooltip(id) if self._merchants[id].tile is not None else ""
        if kind == "line":
            owner = self._lines[id].owner
            if owner is None:
                return ""
            line = self.data.lines[id]
            text = QCoreApplication.translate("BoardScene", "%1 – %2: link of %3, worth %4 VP now")
            return (text.replace("%1", self._name_of(line.a)).replace("%2", self._name_of(line.b))
                    .replace("%3", self._owner_name(owner)).replace("%4", str(self._link_values.get(id, 0))))
        return ""

    def _tile_tooltip(self, slot_id: str) -> str:
        tile = self._slots[slot_id].tile
        if tile is None:
            return ""
        tr = QCoreApplication.translate
        loc_id = self.data.slots[slot_id][0]
        head = tr("BoardScene", "%1: %2's %3, level %4").replace("%1", self._name_of(loc_id)).replace(
            "%2", self._owner_name(tile.owner)).replace("%3", industry_name(tile.industry, self.data)).replace(
            "%4", str(tile.level))
        if tile.flipped:
            state = tr("BoardScene", "Flipped: scores %1 VP; it raised income by %2 spaces")
        else:
            state = tr("BoardScene", "Not flipped yet: will score %1 VP and raise income by %2 spaces")
        lines = [head, state.replace("%1", str(tile.vp)).replace("%2", str(tile.income))]
        if tile.industry in ("coal", "iron"):
            left = tr("BoardScene", "Cubes left: %1").replace("%1", str(tile.cubes))
            lines.append(left)
        elif tile.industry == "brewery":
            lines.append(tr("BoardScene", "Barrels left: %1").replace("%1", str(tile.cubes)))
        return "\n".join(lines)

    def _merchant_tooltip(self, merchant_id: str) -> str:
        item = self._merchants[merchant_id]
        loc_id = merchant_id.partition("/")[0]
        name = self._name_of(loc_id)
        if item.tile is None:
            return QCoreApplication.translate("BoardScene", "%1: merchant space").replace("%1", name)
        if not item.buys:
            return QCoreApplication.translate("BoardScene", "%1: this merchant buys nothing").replace("%1", name)
        goods = QCoreApplication.translate("BoardScene", " or ").join(industry_name(i, self.data) for i in item.buys)
        text = QCoreApplication.translate("BoardScene", "%1: buys %2").replace("%1", name).replace("%2", goods)
        space = next((s for s in self.data.merchant_spaces if s.location == loc_id), None)
        if space is not None:
            bonus = QCoreApplication.translate("BoardScene", "Selling with its beer gives %1.")
            text += "\n" + bonus.replace("%1", words.merchant_bonus_text(space.bonus, space.amount))
            left = QCoreApplication.translate("BoardScene", "Beer barrels left: %1")
            text += "\n" + left.replace("%1", str(item.beer))
        return text
