// corpus: CWE-90 safe — the employee number is parsed as an int before it is formatted into the employeeID filter.
using System.DirectoryServices;
using Microsoft.AspNetCore.Mvc;

namespace Payroll.Directory
{
    [ApiController]
    [Route("api/directory/employees")]
    public class EmployeeDirectoryController : ControllerBase
    {
        [HttpGet]
        public IActionResult ByNumber([FromQuery] string number)
        {
            if (!int.TryParse(number, out var employeeNumber))
                return BadRequest();

            using var searcher = new DirectorySearcher(new DirectoryEntry("LDAP://DC=payroll,DC=corp"));
            searcher.Filter = string.Format("(&(objectClass=user)(employeeID={0}))", employeeNumber);
            searcher.PropertiesToLoad.Add("displayName");
            var hit = searcher.FindOne();
            return hit == null ? NotFound() : Ok(hit.Properties["displayName"][0]);
        }
    }
}
