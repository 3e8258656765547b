"""The addresses a phone on the same network can reach: IPv4 of interfaces that are up, never a
loopback or link-local one (a phone could never open those)."""
from __future__ import annotations

from typing import NamedTuple

from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface


class LanAddress(NamedTuple):
    """One address to offer: the interface's name as the system shows it, and the address."""

    interface: str
    address: str


def reachable(address: QHostAddress) -> bool:
    """Whether a phone on the local network could reach ``address`` (IPv4, not loopback nor link-local)."""
    return (address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
            and not address.isLoopback() and not address.isLinkLocal() and not address.isNull())


def lan_addresses() -> list[LanAddress]:
    """Every reachable address of the interfaces that are up and running, private ranges first."""
    flags = QNetworkInterface.InterfaceFlag
    out: list[LanAddress] = []
    for interface in QNetworkInterface.allInterfaces():
        if not (interface.flags() & flags.IsUp and interface.flags() & flags.IsRunning):
            continue
        if interface.flags() & flags.IsLoopBack:
            continue
        for entry in interface.addressEntries():
            if reachable(entry.ip()):
                out.append(LanAddress(interface.humanReadableName(), entry.ip().toString()))
    # a home or school network's private range is the likely one; a VPN's or a public one later
    return sorted(out, key=lambda a: (not QHostAddress(a.address).isPrivateUse(), a.interface))
