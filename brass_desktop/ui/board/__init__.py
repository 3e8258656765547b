"""What every game's board shares: the zoomable view and the colours, players' marks and z-order (``style``)."""
from brass_desktop.ui.board.view import BoardView

__all__ = ["BoardView"]
