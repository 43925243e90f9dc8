// corpus: CWE-78 safe — the path goes to Symfony Process as one element of an argument array after "--", so no shell parses it.
<?php

use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\Process\Process;
use Symfony\Component\Routing\Attribute\Route;

class DocsHistoryController extends AbstractController
{
    #[Route('/docs/history')]
    public function history(Request $request): JsonResponse
    {
        $file = $request->query->get('file', 'README.md');

        $process = new Process(['git', 'log', '-n', '20', '--format=%h|%an|%s', '--', $file], '/srv/docs');
        $process->run();

        $entries = [];
        foreach (array_filter(explode("\n", $process->getOutput())) as $line) {
            [$hash, $author, $subject] = array_pad(explode('|', $line, 3), 3, '');
            $entries[] = compact('hash', 'author', 'subject');
        }
        return $this->json($entries);
    }
}
