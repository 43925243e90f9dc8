# corpus: CWE-295 vulnerable — urlopen uses ssl._create_unverified_context, so any certificate is accepted.
import json
import ssl
import urllib.request

from flask import Flask, request

app = Flask(__name__)
WEATHER_API = "https://weather.example.com/v1/current?city="


@app.route("/weather")
def weather():
    city = request.args.get("city", "Berlin")
    ctx = ssl._create_unverified_context()
    with urllib.request.urlopen(WEATHER_API + urllib.request.quote(city), context=ctx, timeout=5) as resp:
        return json.load(resp)
