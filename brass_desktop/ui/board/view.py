"""A zoomable, pannable view of the board scene."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent, QShowEvent, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget


class BoardView(QGraphicsView):
    """Fits the whole map by default; wheel zooms around the cursor, dragging pans.

    Until the user zooms, the map follows the window size (it stays fitted).  Keys:
    ``+``/``=`` zoom in, ``-`` zoom out, ``0`` fit to window.
    """

    ZOOM_STEP = 1.25
    MAX_SCALE = 6.0  # relative to one scene unit per pixel
    MIN_FIT_FRACTION = 0.5  # may zoom out to half the fitted size, no further

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self._fitted = True
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # No view background brush: the scene's drawBackground paints land and sea everywhere.
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)

    # -- zoom ------------------------------------------------------------------------------------
    def _fit_rect(self) -> QRectF:
        scene = self.scene()
        if scene is None:
            return QRectF()
        return scene.sceneRect()

    def _fit_scale(self) -> float:
        rect = self._fit_rect()
        view = self.viewport().rect()
        if rect.isEmpty() or view.isEmpty():
            return 1.0
        return min(view.width() / rect.width(), view.height() / rect.height())

    def current_scale(self) -> float:
        return self.transform().m11()

    def _report_scale(self) -> None:
        """Tell the board how large it is drawn (it keeps its lines easy to hit)."""
        scene = self.scene()
        if hasattr(scene, "set_view_scale"):
            scene.set_view_scale(self.current_scale())

    def fit_to_window(self) -> None:
        """Show the whole map, and keep it fitted when the window is resized."""
        self._fitted = True
        rect = self._fit_rect()
        if not rect.isEmpty():
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
            self._report_scale()

    def zoom_by(self, factor: float, around: QPointF | None = None) -> None:
        """Multiply the zoom by ``factor`` (clamped), keeping the scene point under ``around``
        (a viewport position; default: the viewport centre) where it is."""
        current = self.current_scale()
        low = self._fit_scale() * self.MIN_FIT_FRACTION
        target = max(low, min(self.MAX_SCALE, current * factor))
        if abs(target - current) < 1e-9:
            return
        self._fitted = False
        view_point = around if around is not None else QPointF(self.viewport().rect().center())
        scene_point = self.mapToScene(view_point.toPoint())
        # Scale without Qt's anchor (it uses the last *move* position), then scroll the chosen
        # point back under the cursor ourselves.
        old_anchor = self.transformationAnchor()
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.scale(target / current, target / current)
        self.setTransformationAnchor(old_anchor)
        drift = self.mapFromScene(scene_point) - view_point.toPoint()
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + drift.x())
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + drift.y())
        self._report_scale()

    def zoom_in(self) -> None:
        self.zoom_by(self.ZOOM_STEP)

    def zoom_out(self) -> None:
        self.zoom_by(1 / self.ZOOM_STEP)

    # -- events ----------------------------------------------------------------------------------
    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt API)
        delta = event.angleDelta().y() or event.pixelDelta().y()
        if not delta:
            event.ignore()
            return
        # Smooth for touchpads (small deltas), one ZOOM_STEP per notch of a mouse wheel.
        self.zoom_by(self.ZOOM_STEP ** (delta / 120.0), event.position())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_in()
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
            self.zoom_out()
        elif key == Qt.Key.Key_0:
            self.fit_to_window()
        else:
            super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self._fitted:
            self.fit_to_window()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        if self._fitted:
            self.fit_to_window()
