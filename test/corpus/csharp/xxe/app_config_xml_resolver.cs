// corpus: CWE-611 safe — the XmlUrlResolver is used only for the application's own configuration file, a fixed path the operator controls, never for request data.
using System.IO;
using System.Xml;
using Microsoft.AspNetCore.Hosting;

namespace Logistics.Routing;

public class RoutingRulesLoader
{
    private readonly string _rulesPath;

    public RoutingRulesLoader(IWebHostEnvironment env)
    {
        _rulesPath = Path.Combine(env.ContentRootPath, "config", "routing-rules.xml");
    }

    public XmlNodeList LoadRules()
    {
        var doc = new XmlDocument { XmlResolver = new XmlUrlResolver() };
        doc.Load(_rulesPath);
        return doc.SelectNodes("/rules/rule")!;
    }

    public int CountRules() => LoadRules().Count;
}
