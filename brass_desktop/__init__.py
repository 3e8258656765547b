"""Brass Desktop: Brass (Lancashire), Brass: Birmingham and Industria with the computer as referee."""

__version__ = "0.1.0"
