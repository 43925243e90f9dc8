// corpus: CWE-90 vulnerable — the login name from the query string is interpolated into the LDAP search filter, so input such as *)(objectClass=* widens the search to the whole directory.
<?php

declare(strict_types=1);

const LDAP_BASE_DN = 'ou=people,dc=corp,dc=example';
const PHONEBOOK_ATTRS = ['cn', 'mail', 'telephoneNumber', 'title', 'departmentNumber'];

function directory_connection()
{
    $conn = ldap_connect(getenv('LDAP_URI') ?: 'ldaps://ldap.corp.example');
    ldap_set_option($conn, LDAP_OPT_PROTOCOL_VERSION, 3);
    ldap_set_option($conn, LDAP_OPT_REFERRALS, 0);
    if (!ldap_bind($conn, getenv('LDAP_BIND_DN'), getenv('LDAP_BIND_PASSWORD'))) {
        throw new RuntimeException('Directory bind failed');
    }
    return $conn;
}

function phonebook_entries($conn, string $login, ?string $department): array
{
    $filter = "(&(objectClass=inetOrgPerson)(uid={$login}*)";
    if ($department !== null && ctype_digit($department)) {
        $filter .= "(departmentNumber={$department})";
    }
    $filter .= ')';

    $result = @ldap_search($conn, LDAP_BASE_DN, $filter, PHONEBOOK_ATTRS, 0, 50);
    if ($result === false) {
        return [];
    }

    $entries = ldap_get_entries($conn, $result);
    $out = [];
    for ($i = 0; $i < $entries['count']; $i++) {
        $out[] = [
            'name' => $entries[$i]['cn'][0] ?? '',
            'mail' => $entries[$i]['mail'][0] ?? '',
            'phone' => $entries[$i]['telephonenumber'][0] ?? '',
            'title' => $entries[$i]['title'][0] ?? '',
        ];
    }
    return $out;
}

$login = trim($_GET['q'] ?? '');
if (strlen($login) < 2) {
    http_response_code(400);
    echo json_encode(['error' => 'type at least two characters']);
    exit;
}

$conn = directory_connection();
header('Content-Type: application/json; charset=utf-8');
echo json_encode(phonebook_entries($conn, $login, $_GET['dept'] ?? null));
ldap_unbind($conn);
