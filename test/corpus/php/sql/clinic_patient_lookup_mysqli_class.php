// corpus: CWE-89 vulnerable — the posted last name is passed to a repository method that builds the mysqli query by concatenation.
<?php

final class PatientRepository
{
    public function __construct(private mysqli $db)
    {
    }

    public function findByLastName(string $lastName, int $clinicId): array
    {
        $sql = 'SELECT id, first_name, last_name, date_of_birth FROM patients '
             . 'WHERE clinic_id = ' . $clinicId . " AND last_name = '" . $lastName . "' "
             . 'ORDER BY first_name';

        $result = $this->db->query($sql);
        return $result ? $result->fetch_all(MYSQLI_ASSOC) : [];
    }
}

final class PatientSearchPage
{
    public function __construct(private PatientRepository $patients, private int $clinicId)
    {
    }

    public function handle(array $post): string
    {
        $rows = $this->patients->findByLastName(trim($post['last_name'] ?? ''), $this->clinicId);
        $html = '<table>';
        foreach ($rows as $row) {
            $html .= '<tr><td>' . htmlspecialchars($row['first_name'] . ' ' . $row['last_name'], ENT_QUOTES) . '</td>'
                   . '<td>' . htmlspecialchars($row['date_of_birth'], ENT_QUOTES) . '</td></tr>';
        }
        return $html . '</table>';
    }
}

session_start();
$db = new mysqli('127.0.0.1', 'clinic', getenv('CLINIC_DB_PASSWORD'), 'clinic');
$page = new PatientSearchPage(new PatientRepository($db), (int) ($_SESSION['clinic_id'] ?? 0));
echo $page->handle($_POST);
