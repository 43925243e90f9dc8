// corpus: CWE-78 safe — pg_dump is started with an argument vector (no shell), the database name must match a strict identifier pattern, and the output path is built from a generated job id.
package backup

import (
	"context"
	"fmt"
	"os/exec"
	"path/filepath"
	"regexp"

	"github.com/google/uuid"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	backuppb "example.com/platform/gen/backup/v1"
)

var dbNamePattern = regexp.MustCompile(`^[a-z][a-z0-9_]{2,62}$`)

type Dumper struct {
	binary    string
	host      string
	outputDir string
}

func (d *Dumper) Dump(ctx context.Context, database string) (string, error) {
	file := filepath.Join(d.outputDir, uuid.NewString()+".dump")
	cmd := exec.CommandContext(ctx, d.binary,
		"--host", d.host,
		"--format", "custom",
		"--file", file,
		"--dbname", database,
	)
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("pg_dump: %v: %s", err, out)
	}
	return file, nil
}

type BackupServer struct {
	backuppb.UnimplementedBackupServiceServer
	dumper *Dumper
}

func NewBackupServer(d *Dumper) *BackupServer {
	return &BackupServer{dumper: d}
}

func (s *BackupServer) CreateBackup(ctx context.Context, req *backuppb.CreateBackupRequest) (*backuppb.CreateBackupResponse, error) {
	name := req.GetDatabase()
	if !dbNamePattern.MatchString(name) {
		return nil, status.Error(codes.InvalidArgument, "invalid database name")
	}
	path, err := s.dumper.Dump(ctx, name)
	if err != nil {
		return nil, status.Error(codes.Internal, "backup failed")
	}
	return &backuppb.CreateBackupResponse{Location: path}, nil
}
