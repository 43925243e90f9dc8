import java.io.*;

class Files {
  static int count;

  String read(String name) throws IOException {
    try (BufferedReader in = new BufferedReader(new FileReader(name))) {
      count += 1;
      return in.readLine();
    } catch (FileNotFoundException e) {
      throw new IllegalStateException("missing " + name, e);
    } finally {
      count--;
    }
  }
}
