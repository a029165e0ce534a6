#!/usr/bin/python3
"""A Qt 5 or Qt 6 application for the end-to-end tests (PyQt5 or, with QT_PEER_API=6,
PyQt6 from Debian; xcb or wayland).

    qt_peer.py source KIND PAYLOAD REPORT   a label that starts a drag when pressed:
        KIND text     -> text/plain PAYLOAD
        KIND uri-list -> text/uri-list PAYLOAD (a file path or URL, or several, one a line), and the path as text
        KIND files    -> the files PAYLOAD names (one a line) as a GTK 4 file manager (Nautilus)
                         offers them where the desktop's file-transfer portal runs: text/uri-list,
                         text/plain;charset=utf-8 (their paths), and the portal's key as
                         application/vnd.portal.filetransfer and application/vnd.portal.files
        KIND png      -> image/png, the bytes of the file PAYLOAD
      REPORT gets {"ready": true} when shown and {"result": "copy"|"move"|"ignore"} after the drag.
    qt_peer.py target REPORT               a drop area that accepts any drag as a copy
      (or a move when the drag offers only move) and records each drop's formats and data.
"""
import base64
import json
import os
import sys

if os.environ.get("QT_PEER_API") == "6":
    from PyQt6.QtCore import QByteArray, QMimeData, Qt, QUrl
    from PyQt6.QtGui import QDrag
    from PyQt6.QtWidgets import QApplication, QLabel
    ALIGN_CENTER, COPY, MOVE, LINK = (Qt.AlignmentFlag.AlignCenter, Qt.DropAction.CopyAction, Qt.DropAction.MoveAction,
                                      Qt.DropAction.LinkAction)
else:
    from PyQt5.QtCore import QByteArray, QMimeData, Qt, QUrl
    from PyQt5.QtGui import QDrag
    from PyQt5.QtWidgets import QApplication, QLabel
    ALIGN_CENTER, COPY, MOVE, LINK = Qt.AlignCenter, Qt.CopyAction, Qt.MoveAction, Qt.LinkAction


def number(flags):
    """A Qt enum or flags value as an int (PyQt6's are Python enums)."""
    return flags.value if hasattr(flags, "value") else int(flags)


def write(path, value):
    temporary = path + ".tmp"
    with open(temporary, "w") as handle:
        json.dump(value, handle)
    os.replace(temporary, path)


class Source(QLabel):
    def __init__(self, kind, payload, report):
        super().__init__(f"Qt source: {kind}")
        self.kind, self.payload, self.report = kind, payload, report
        self.setAlignment(ALIGN_CENTER)
        self.setStyleSheet("background: #8fd; font-size: 20px")

    def mousePressEvent(self, event):
        data = QMimeData()
        if self.kind == "text":
            data.setText(self.payload)
        elif self.kind == "uri-list":
            data.setUrls([QUrl(line) if "://" in line else QUrl.fromLocalFile(line) for line in self.payload.splitlines()])
        elif self.kind == "files":
            paths = self.payload.splitlines()
            data.setUrls([QUrl.fromLocalFile(path) for path in paths])
            data.setData("text/plain;charset=utf-8", QByteArray("\n".join(paths).encode()))
            for portal in ("application/vnd.portal.filetransfer", "application/vnd.portal.files"):
                data.setData(portal, QByteArray(b"e2e-transfer-key"))
        elif self.kind == "png":
            with open(self.payload, "rb") as handle:
                data.setData("image/png", QByteArray(handle.read()))
        drag = QDrag(self)
        drag.setMimeData(data)
        result = drag.exec(COPY | MOVE, COPY)
        names = {number(COPY): "copy", number(MOVE): "move", number(LINK): "link"}
        write(self.report, {"ready": True, "result": names.get(number(result), "ignore")})


class Target(QLabel):
    def __init__(self, report):
        super().__init__("Qt drop target")
        self.report = report
        self.drops = []
        self.setAlignment(ALIGN_CENTER)
        self.setAcceptDrops(True)
        self.setStyleSheet("background: #fd8; font-size: 20px")
        write(report, {"ready": True, "drops": []})

    def dragEnterEvent(self, event):
        event.acceptProposedAction()

    def dragMoveEvent(self, event):
        event.acceptProposedAction()

    def dropEvent(self, event):
        data = event.mimeData()
        formats = list(data.formats())
        contents = {}
        for name in formats:
            raw = bytes(data.data(name))
            contents[name] = base64.b64encode(raw).decode()
        self.drops.append({"formats": formats, "data": contents, "action": number(event.dropAction()),
                           "proposed": number(event.proposedAction()), "possible": number(event.possibleActions())})
        event.acceptProposedAction()
        write(self.report, {"ready": True, "drops": self.drops})


def main():
    application = QApplication(sys.argv[:1])
    if sys.argv[1] == "source":
        widget = Source(sys.argv[2], sys.argv[3], sys.argv[4])
        write(sys.argv[4], {"ready": True})
    else:
        widget = Target(sys.argv[2])
    widget.setWindowTitle("qt-peer")
    widget.resize(300, 300)
    widget.move(int(os.environ.get("PEER_X", "900")), int(os.environ.get("PEER_Y", "0")))
    widget.show()
    sys.exit(application.exec())


if __name__ == "__main__":
    main()
