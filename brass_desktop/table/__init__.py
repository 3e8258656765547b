"""The table: each player's hand on their own phone (issue 40), the pure part (no Qt).

``seats`` holds who may sit where (a secret token per person seat, one for spectators),
``projection`` builds everything a phone may be sent from ``Game.view_for`` alone, and
``protocol`` turns the messages a phone sends into the messages it gets back.  The Qt side
(``brass_desktop/ui/phones/``) only carries these messages over HTTP and WebSockets.
See docs/phones.md.
"""
