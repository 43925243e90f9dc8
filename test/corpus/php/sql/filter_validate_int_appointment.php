// corpus: CWE-89 safe — the appointment id is validated with FILTER_VALIDATE_INT and the request is rejected unless it is an integer.
<?php

function appointment_id_from(array $query): int
{
    $id = filter_var($query['id'] ?? null, FILTER_VALIDATE_INT, ['options' => ['min_range' => 1]]);
    if ($id === false) {
        http_response_code(400);
        exit('invalid appointment id');
    }
    return $id;
}

$id = appointment_id_from($_GET);
$db = new mysqli('localhost', 'clinic', getenv('CLINIC_DB_PASS'), 'clinic');
$res = $db->query("SELECT a.starts_at, d.name AS doctor, a.room FROM appointments a JOIN doctors d ON d.id = a.doctor_id WHERE a.id = $id");
$appointment = $res->fetch_assoc();

header('Content-Type: application/json');
echo json_encode($appointment ?: ['error' => 'not found']);
