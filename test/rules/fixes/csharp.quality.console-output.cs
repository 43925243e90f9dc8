using System;
using Microsoft.Extensions.Logging;

public class InvoiceService
{
    private readonly ILogger<InvoiceService> _logger;

    public InvoiceService(ILogger<InvoiceService> logger) => _logger = logger;

    public decimal Total(decimal net, decimal tax)
    {
        // ruleid: csharp.quality.console-output
        // ok: csharp.quality.console-output
        _logger.LogDebug("computing total {Net}", net);
        return net + tax;
    }

    public object? LoadPlugin(string name)
    {
        try
        {
            return Activator.CreateInstance(Type.GetType(name, true)!);
        }
        catch (TypeLoadException)
        {
            // ok: csharp.quality.console-output
            Console.Error.WriteLine($"Cannot load plugin {name}: check the Plugins setting");
            // ruleid: csharp.quality.console-output
            return null;
        }
    }
}
