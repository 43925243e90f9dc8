# corpus: CWE-502 vulnerable — bytes received from a network socket are unpickled.
import pickle
import socket


def serve(port=9300):
    with socket.create_server(("0.0.0.0", port)) as server:
        while True:
            conn, _ = server.accept()
            with conn:
                payload = conn.recv(65536)
                task = pickle.loads(payload)
                conn.sendall(f"queued {task['name']}".encode())


if __name__ == "__main__":
    serve()
