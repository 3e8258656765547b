"""Players' phones (issue 40), the Qt side: the server in the app, its host over the controller and
the Table › Players' phones dialog.  The protocol and the projection are ``brass_desktop/table/``."""
