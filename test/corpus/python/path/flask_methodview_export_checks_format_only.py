# corpus: CWE-22 vulnerable — the traversal check inspects the format parameter, while the dataset parameter that becomes the file name is joined into the path unchecked.
import os

from flask import Flask, abort, request, send_file
from flask.views import MethodView

app = Flask(__name__)
EXPORT_DIR = "/srv/exports"


class ExportLocator:
    def __init__(self, base):
        self.base = base

    def path_for(self, fmt, dataset):
        return os.path.join(self.base, fmt, dataset)


class DatasetExportView(MethodView):
    locator = ExportLocator(EXPORT_DIR)

    def get(self):
        fmt = request.args.get("format", "csv")
        dataset = request.args.get("dataset", "")
        if ".." in fmt or "/" in fmt or "\\" in fmt:
            abort(400, description="bad format")
        if not dataset:
            abort(400, description="dataset is required")
        target = self.locator.path_for(fmt, dataset)
        if not os.path.isfile(target):
            abort(404)
        return send_file(target, as_attachment=True, download_name=f"export.{fmt}")


app.add_url_rule("/exports/download", view_func=DatasetExportView.as_view("dataset_export"))


@app.route("/exports/formats")
def formats():
    return {"formats": sorted(os.listdir(EXPORT_DIR))}
