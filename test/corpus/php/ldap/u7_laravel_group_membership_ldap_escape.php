// corpus: CWE-90 safe — the username and group name are escaped with ldap_escape(..., LDAP_ESCAPE_FILTER) before they are placed in the search filters.
<?php

namespace App\Services;

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;
use RuntimeException;

class DirectoryGroups
{
    private $conn;

    public function __construct(private string $baseDn)
    {
        $this->conn = ldap_connect(config('ldap.uri'));
        ldap_set_option($this->conn, LDAP_OPT_PROTOCOL_VERSION, 3);
        if (!ldap_bind($this->conn, config('ldap.bind_dn'), config('ldap.bind_password'))) {
            throw new RuntimeException('LDAP bind failed');
        }
    }

    public function isMember(string $username, string $group): bool
    {
        $user = ldap_escape($username, '', LDAP_ESCAPE_FILTER);
        $cn = ldap_escape($group, '', LDAP_ESCAPE_FILTER);

        $userSearch = ldap_search($this->conn, 'ou=people,' . $this->baseDn, "(uid={$user})", ['dn']);
        $entries = $userSearch ? ldap_get_entries($this->conn, $userSearch) : ['count' => 0];
        if ($entries['count'] !== 1) {
            return false;
        }

        $memberDn = ldap_escape($entries[0]['dn'], '', LDAP_ESCAPE_FILTER);
        $groupSearch = ldap_search(
            $this->conn,
            'ou=groups,' . $this->baseDn,
            "(&(objectClass=groupOfNames)(cn={$cn})(member={$memberDn}))",
            ['cn']
        );

        return $groupSearch !== false && ldap_count_entries($this->conn, $groupSearch) > 0;
    }
}

class GroupCheckController extends Controller
{
    public function __construct(private DirectoryGroups $groups)
    {
    }

    public function show(Request $request)
    {
        $data = $request->validate([
            'user' => 'required|string|max:64',
            'group' => 'required|string|max:128',
        ]);

        return response()->json([
            'member' => $this->groups->isMember($data['user'], $data['group']),
        ]);
    }
}
