// corpus: CWE-611 vulnerable — the carrier webhook body is parsed by an XmlDocument given an XmlUrlResolver.
using System.Xml;

var app = WebApplication.Create(args);

app.MapPost("/webhooks/carrier", async (HttpRequest request) =>
{
    using var sr = new StreamReader(request.Body);
    string body = await sr.ReadToEndAsync();

    var doc = new XmlDocument();
    doc.XmlResolver = new XmlUrlResolver();
    doc.LoadXml(body);

    var tracking = doc.SelectSingleNode("//TrackingNumber")?.InnerText;
    var status = doc.SelectSingleNode("//Status")?.InnerText;
    return Results.Ok(new { tracking, status });
});

app.Run();
