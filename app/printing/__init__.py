"""What the app prints: worksheets and the class's reports, drawn with Pillow on A4 pages
and written as PDF files, and the text layout they share."""
