# corpus: CWE-295 safe — urlopen uses ssl.create_default_context, which verifies certificates and host names.
import json
import ssl
import urllib.request

from flask import Flask, request

app = Flask(__name__)
WEATHER_API = "https://weather.example.com/v1/current?city="
TLS_CONTEXT = ssl.create_default_context()


@app.route("/weather/now")
def weather_now():
    city = request.args.get("city", "Berlin")
    with urllib.request.urlopen(WEATHER_API + urllib.request.quote(city), context=TLS_CONTEXT, timeout=5) as resp:
        return json.load(resp)
