// corpus: CWE-502 safe — unserialize is called with allowed_classes => false, so any object in the form data becomes __PHP_Incomplete_Class.
<?php

final class SurveyDraft
{
    public static function restore(?string $blob): array
    {
        if ($blob === null || $blob === '') {
            return [];
        }
        $data = unserialize(base64_decode($blob), ['allowed_classes' => false, 'max_depth' => 3]);
        if (!is_array($data)) {
            return [];
        }
        return array_filter($data, 'is_scalar');
    }
}

$answers = SurveyDraft::restore($_POST['draft'] ?? null);
foreach ($answers as $question => $answer) {
    printf("<p>%s: %s</p>\n", htmlspecialchars((string) $question), htmlspecialchars((string) $answer));
}
