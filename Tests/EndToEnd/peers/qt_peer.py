#!/usr/bin/python3
"""A Qt 5 application for the end-to-end tests (PyQt5 from Debian, xcb).

    qt_peer.py source KIND PAYLOAD REPORT   a label that starts a drag when pressed:
        KIND text     -> text/plain PAYLOAD
        KIND uri-list -> text/uri-list PAYLOAD (a file path or URL), and the path as text
        KIND png      -> image/png, the bytes of the file PAYLOAD
      REPORT gets {"ready": true} when shown and {"result": "copy"|"move"|"ignore"} after the drag.
    qt_peer.py target REPORT               a drop area that accepts any drag as a copy
      (or a move when the drag offers only move) and records each drop's formats and data.
"""
import base64
import json
import os
import sys

from PyQt5.QtCore import QByteArray, QMimeData, Qt, QUrl
from PyQt5.QtGui import QDrag
from PyQt5.QtWidgets import QApplication, QLabel


def write(path, value):
    temporary = path + ".tmp"
    with open(temporary, "w") as handle:
        json.dump(value, handle)
    os.replace(temporary, path)


class Source(QLabel):
    def __init__(self, kind, payload, report):
        super().__init__(f"Qt source: {kind}")
        self.kind, self.payload, self.report = kind, payload, report
        self.setAlignment(Qt.AlignCenter)
        self.setStyleSheet("background: #8fd; font-size: 20px")

    def mousePressEvent(self, event):
        data = QMimeData()
        if self.kind == "text":
            data.setText(self.payload)
        elif self.kind == "uri-list":
            url = QUrl(self.payload) if "://" in self.payload else QUrl.fromLocalFile(self.payload)
            data.setUrls([url])
        elif self.kind == "png":
            with open(self.payload, "rb") as handle:
                data.setData("image/png", QByteArray(handle.read()))
        drag = QDrag(self)
        drag.setMimeData(data)
        result = drag.exec_(Qt.CopyAction | Qt.MoveAction, Qt.CopyAction)
        names = {Qt.CopyAction: "copy", Qt.MoveAction: "move", Qt.LinkAction: "link"}
        write(self.report, {"ready": True, "result": names.get(result, "ignore")})


class Target(QLabel):
    def __init__(self, report):
        super().__init__("Qt drop target")
        self.report = report
        self.drops = []
        self.setAlignment(Qt.AlignCenter)
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
        self.drops.append({"formats": formats, "data": contents, "action": int(event.dropAction()),
                           "proposed": int(event.proposedAction()), "possible": int(event.possibleActions())})
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
    sys.exit(application.exec_())


if __name__ == "__main__":
    main()
