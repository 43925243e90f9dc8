// corpus: CWE-78 vulnerable — the requested size is concatenated into Process::fromShellCommandline, so shell metacharacters run.
<?php

use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\BinaryFileResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\Process\Process;
use Symfony\Component\Routing\Attribute\Route;

class ThumbnailController extends AbstractController
{
    #[Route('/media/{id}/thumb', requirements: ['id' => '\d+'])]
    public function thumb(Request $request, int $id): BinaryFileResponse
    {
        $size = $request->query->get('size', '200x200');
        $source = sprintf('%s/media/%d.jpg', $this->getParameter('kernel.project_dir'), $id);
        $target = sys_get_temp_dir() . "/thumb-$id.jpg";

        $process = Process::fromShellCommandline("convert $source -thumbnail $size $target");
        $process->mustRun();

        return new BinaryFileResponse($target);
    }
}
