"""The map: a QGraphicsScene of the board and a zoomable view of it."""
from brass_desktop.ui.board.scene import BoardScene
from brass_desktop.ui.board.view import BoardView

__all__ = ["BoardScene", "BoardView"]
