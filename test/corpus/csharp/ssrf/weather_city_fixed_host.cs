// corpus: CWE-918 safe — the request only supplies a city, which is URL-escaped into the query string of a fixed weather API host.
using System;
using System.Net.Http;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Mvc;

namespace Logistics.Planning;

public class WeatherClient
{
    private readonly HttpClient _http;

    public WeatherClient(HttpClient http)
    {
        _http = http;
        _http.BaseAddress = new Uri("https://api.weather.example/");
    }

    public Task<string> ForecastAsync(string city) =>
        _http.GetStringAsync("v1/forecast?city=" + Uri.EscapeDataString(city));
}

[ApiController]
[Route("api/routes/weather")]
public class RouteWeatherController : ControllerBase
{
    private readonly WeatherClient _weather;

    public RouteWeatherController(WeatherClient weather) => _weather = weather;

    [HttpGet]
    public async Task<IActionResult> Get([FromQuery] string city) =>
        Content(await _weather.ForecastAsync(city), "application/json");
}
