"""Industria's rule modules, one per action family, in legal-listing order."""
