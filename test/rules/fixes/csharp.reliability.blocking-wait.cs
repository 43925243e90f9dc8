using System.Net.Http;
using System.Threading.Tasks;

public class Fetcher
{
    private readonly HttpClient _http = new HttpClient();

    public async Task<int> LengthAsync(string url)
    {
        // ruleid: csharp.reliability.blocking-wait
        var body = (await _http.GetStringAsync(url));
        var pending = _http.GetStringAsync(url + "?page=2");
        // ruleid: csharp.reliability.blocking-wait
        await pending;
        // ok: csharp.reliability.blocking-wait
        var second = await _http.GetStringAsync(url + "?page=3");
        return body.Length + second.Length;
    }

    public int Length(string url)
    {
        // ok: csharp.reliability.blocking-wait
        return _http.GetStringAsync(url).Result.Length;
    }
}
