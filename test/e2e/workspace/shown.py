"""Support dashboard: three ways request input reaches a sink."""
import sqlite3
import subprocess

from flask import Flask, request, send_file

app = Flask(__name__)
EXPORTS = {"daily": "/srv/exports/daily.csv"}


def archive_command(folder):
    return "tar czf /tmp/archive.tgz " + folder


@app.route("/orders")
def find_order():
    order_id = request.args["id"]
    query = f"SELECT id, total FROM orders WHERE id = '{order_id}'"
    cursor = sqlite3.connect("shop.db").cursor()
    cursor.execute(query)
    return {"order": cursor.fetchone()}


@app.route("/archive")
def archive():
    subprocess.run(archive_command(request.args["folder"]), shell=True, check=True)
    return {"archived": True}


@app.route("/export")
def export():
    EXPORTS["custom"] = request.args["path"]
    return send_file(EXPORTS["custom"])
