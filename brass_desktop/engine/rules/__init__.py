"""One module per action kind; each offers ``legal``, ``check`` and ``apply`` over shared predicates."""
from __future__ import annotations

from types import ModuleType

from ..actions import BuildIndustry, BuildLink, Develop, EndSell, Pass, Sell, SellMore, SellTile, TakeLoan
from . import build, develop, links, loan, sell, shortfall

RULES: dict[type, ModuleType] = {
    BuildIndustry: build,
    BuildLink: links,
    Develop: develop,
    Sell: sell,
    SellMore: sell,
    EndSell: sell,
    TakeLoan: loan,
    Pass: loan,
    SellTile: shortfall,
}

# Order in which legal actions are listed (stable).
MODULES: tuple[ModuleType, ...] = (build, links, develop, sell, loan, shortfall)

KIND_MODULE: dict[str, ModuleType] = {cls.kind: module for cls, module in RULES.items()}  # type: ignore[attr-defined]
