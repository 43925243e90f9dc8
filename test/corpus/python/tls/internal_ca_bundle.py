# corpus: CWE-295 safe — verify points at the company CA bundle, so certificates are still checked.
import requests
from flask import Flask, request

app = Flask(__name__)
HR_API = "https://hr.corp.example.com/api/employees"
CORP_CA_BUNDLE = "/etc/ssl/certs/corp-root-ca.pem"


@app.route("/employees/lookup")
def employee_lookup():
    employee_id = int(request.args.get("id", "0"))
    resp = requests.get(f"{HR_API}/{employee_id}", verify=CORP_CA_BUNDLE, timeout=10)
    return resp.json()
