// corpus: CWE-90 vulnerable — the X-Device-Owner header is concatenated into the filter of an LDAP SearchRequest sent over LdapConnection.
using System.DirectoryServices.Protocols;
using System.Net;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Configuration;

namespace Logistics.Devices;

public class DeviceOwnerService
{
    private readonly string _server;
    private readonly NetworkCredential _credential;

    public DeviceOwnerService(IConfiguration config)
    {
        _server = config["Ldap:Server"]!;
        _credential = new NetworkCredential(config["Ldap:User"], config["Ldap:Password"]);
    }

    public int CountDevices(string owner)
    {
        using var connection = new LdapConnection(_server) { Credential = _credential };
        var request = new SearchRequest(
            "OU=Devices,DC=logistics,DC=example",
            "(&(objectClass=device)(owner=" + owner + "))",
            SearchScope.Subtree,
            "cn");
        var response = (SearchResponse)connection.SendRequest(request);
        return response.Entries.Count;
    }
}

[ApiController]
[Route("api/devices")]
public class DevicesController : ControllerBase
{
    private readonly DeviceOwnerService _service;

    public DevicesController(DeviceOwnerService service) => _service = service;

    [HttpGet("count")]
    public IActionResult Count() => Ok(_service.CountDevices(Request.Headers["X-Device-Owner"].ToString()));
}
