"""What every game's rule options share: :class:`RuleOptionsBase` and the setup checks of options.

A game's options are a frozen dataclass of named switches with a ``choices`` table (option ->
the values it may take).  The base gives the record form (``to_dict``/``from_dict``), the check
of every value against its choices (``validate``) and what differs from the defaults
(``non_default``); :func:`check_new_options` and :func:`options_from_setup` are the options part
of ``make_setup`` and ``check_setup``.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from typing import Any, ClassVar, TypeVar

from .definition import SetupError
from .setup import SetupReason
from .values import Value

OptionsT = TypeVar("OptionsT", bound="RuleOptionsBase")


class RuleOptionsBase(Value):
    """Base of a game's options dataclass (``@dataclass(frozen=True, slots=True)``, or with
    ``eq=False, repr=False`` to take ``==``, hash and repr from :class:`~.values.Value`): every field
    is an option with its values in ``choices``; the defaults are the game's standard rules."""

    __slots__ = ()
    __dataclass_fields__: ClassVar[dict[str, Any]]  # the subclass is a dataclass
    #: option -> the values it may take (each value's type counts too: 1 is not True)
    choices: ClassVar[Mapping[str, tuple[Any, ...]]]

    def to_dict(self) -> dict[str, Any]:
        """The record form: every option by name."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_dict(cls: type[OptionsT], data: Mapping[str, Any]) -> OptionsT:
        """Options from a record (missing ones take their default); ValueError names an unknown
        option or a value outside its choices, TypeError a record that is not a mapping of names."""
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown rule option(s): {', '.join(unknown)}")
        options = cls(**data)
        options.validate()
        return options

    def validate(self) -> None:
        """Raise ValueError if an option has a value outside its choices."""
        for name, allowed in self.choices.items():
            value = getattr(self, name)
            if value not in allowed or type(value) not in {type(a) for a in allowed}:
                raise ValueError(f"rule option {name}={value!r} not one of {allowed}")

    def non_default(self) -> dict[str, Any]:
        """Options that differ from the defaults (for the UI banner and the log)."""
        default = type(self)()
        return {f.name: getattr(self, f.name) for f in fields(self)
                if getattr(self, f.name) != getattr(default, f.name)}


def check_new_options(options_class: type[RuleOptionsBase], options: Any, game: str) -> None:
    """Raise SetupError unless ``options`` (of a new game of ``game``) are valid options of that game."""
    if not isinstance(options, options_class):
        raise SetupError(SetupReason.WRONG_OPTIONS, {"game": game}, f"rule options of the wrong game for {game}")
    try:
        options.validate()
    except ValueError as exc:
        raise SetupError(SetupReason.BAD_OPTIONS, {"detail": str(exc)}, str(exc)) from exc


def options_from_setup(options_class: Any, data: Any) -> Any:
    """The options of a setup block read from a record; SetupError for unknown, bad or missing
    ones (a default put in silently could change the rules of a game under way)."""
    try:
        options = options_class.from_dict(data)
    except (ValueError, TypeError) as exc:
        raise SetupError(SetupReason.BAD_OPTIONS, {"detail": str(exc)}, f"bad rule options: {exc}") from exc
    missing = [f.name for f in fields(options) if f.name not in data]
    if missing:
        raise SetupError(SetupReason.MISSING_OPTIONS, {"options": ", ".join(missing)},
                         f"setup field 'options' lacks rule option(s): {', '.join(missing)}")
    return options
