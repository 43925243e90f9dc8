// corpus: CWE-611 safe — the webhook body is read with XmlReader.Create and default settings, which prohibit DTDs.
using System.Xml;

var app = WebApplication.Create(args);

app.MapPost("/webhooks/carrier-v2", (HttpRequest request) =>
{
    string? tracking = null;
    string? status = null;
    using var reader = XmlReader.Create(request.Body);
    while (reader.Read())
    {
        if (reader.NodeType != XmlNodeType.Element)
            continue;
        if (reader.Name == "TrackingNumber")
            tracking = reader.ReadElementContentAsString();
        else if (reader.Name == "Status")
            status = reader.ReadElementContentAsString();
    }
    return Results.Ok(new { tracking, status });
});

app.Run();
